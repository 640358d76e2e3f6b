"use client";

import { ImagesSwappedByPage } from "@/components/ui/responsive-image";
import { HomeCardRow, type HomeCardRowProps } from "./home-card-rows";

/** A row of cards with nothing to do in the browser once drawn: links, pictures, words (a testimonial too). */
export type KeptHomeCardRowProps = Exclude<HomeCardRowProps, { kind: "doctors" }>;

/** The row, its pictures swapped to the fallback by the layout's script (its markup has no code). */
export function KeptHomeCardRow(props: KeptHomeCardRowProps) {
  return (
    <ImagesSwappedByPage value>
      <HomeCardRow {...props} />
    </ImagesSwappedByPage>
  );
}
