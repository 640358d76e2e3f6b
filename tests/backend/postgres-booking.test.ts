import { bookingContract } from "./contract/booking";
import { patientOverlapContract } from "./contract/patient-overlap";
import { paymentsContract } from "./contract/payments";
import { waitlistContract } from "./contract/waitlist";
import { waitlistAbuseContract } from "./contract/waitlist-abuse";
import { postgresSuite } from "./helpers/postgres-suite";

// Booking, payments and the earlier-time alert on PostgreSQL (the PGlite files run the same suites).
postgresSuite("booking", [paymentsContract, bookingContract, patientOverlapContract, waitlistContract, waitlistAbuseContract]);
