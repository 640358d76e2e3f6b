"use client";

import { DoctorCard, type DoctorCardData } from "./doctor-card";
import { NextSlotsScope } from "./next-slots";

/**
 * The doctor search's cards, expanded in this client component from each doctor's few fields: the
 * server renders the same markup (crawlable links, same HTML), but the page's payload carries about
 * 0.4 kB of data a card instead of a card's element tree (≈ 2.4 kB). The card stays a shared
 * component (doctor-card.tsx, no directive): the home page renders it on the server with no script;
 * here it comes with this list's code, and on a doctor's page with its related doctors' carousel
 * (related-doctors-carousel.tsx), which draws its cards the same way.
 */
export function DoctorCardList({ doctors }: { doctors: DoctorCardData[] }) {
  return (
    <NextSlotsScope>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="doctor-results">
        {doctors.map((doctor, index) => (
          <li key={doctor.id}>
            <DoctorCard doctor={doctor} priority={index < 2} rowOnPhone nextSlots />
          </li>
        ))}
      </ul>
    </NextSlotsScope>
  );
}

