import { BUSINESS_UNITS, buId } from "./business-units";

/**
 * Tax per business unit: VAT 15 % in the Saudi units, 14 % in the Egyptian one. Saudi citizens'
 * private healthcare is zero-rated, an exemption kept as data (key "citizen") beside the standard rate.
 */
const STANDARD_BASIS_POINTS = { SA: 1500, EG: 1400 } as const;

export function taxRateRows() {
  return BUSINESS_UNITS.flatMap((unit) => {
    const businessUnitId = buId(unit.key);
    const standard = { businessUnitId, exemption: "", basisPoints: STANDARD_BASIS_POINTS[unit.country] };
    return unit.country === "SA" ? [standard, { businessUnitId, exemption: "citizen", basisPoints: 0 }] : [standard];
  });
}
