import { expect, type APIRequestContext } from "@playwright/test";
import { BACKEND } from "./backend";
import { appToken } from "./booking";
import type { HealthRecordPatient } from "./session";

/**
 * A child (under 18, national ID not ending in 9: the sandbox HIS confirms the patient as its
 * guardian) added to a health-record patient's family through the backend, as the profile's family
 * form adds one. Its id is the record page's `?person=`.
 */
export async function addChild(request: APIRequestContext, patient: HealthRecordPatient, fullName = "Sara Test"): Promise<number> {
  const login = await request.post(`${BACKEND}/api/phr/login`, {
    headers: { authorization: `Bearer ${await appToken(request)}` },
    data: { identifier: patient.national_id, password: patient.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { access_token } = (await login.json()) as { access_token: string };
  const nationalId = `1${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}1`;
  const added = await request.post(`${BACKEND}/api/profile/family`, {
    headers: { authorization: `Bearer ${access_token}` },
    data: { full_name: fullName, relation: "child", date_of_birth: "2017-04-02", gender: "female", national_id: nationalId },
  });
  expect(added.status(), await added.text()).toBe(201);
  return ((await added.json()) as { data: { id: number } }).data.id;
}
