import type { PaymentMethod, PaymentProvider } from "../types";
import { cardProvider } from "./card";
import { cashProvider } from "./cash";
import { fawryProvider } from "./fawry";
import { tamaraProvider } from "./tamara";

const PROVIDERS: Record<PaymentMethod, PaymentProvider> = {
  cash: cashProvider,
  card: cardProvider,
  fawry: fawryProvider,
  tamara: tamaraProvider,
};

export const providerFor = (method: PaymentMethod): PaymentProvider => PROVIDERS[method];
