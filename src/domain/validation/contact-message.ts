import { emailProblem } from './email-rules.ts';

/** The contact form's fields and the lengths the contact API accepts (SPEC §7 contact_us): the form and the API share them. */
export const CONTACT_LIMITS = {
  name: { min: 1, max: 100 },
  email: { min: 3, max: 254 },
  subject: { min: 1, max: 200 },
  message: { min: 10, max: 5000 },
} as const satisfies Record<string, { readonly min: number; readonly max: number }>;

export type ContactField = keyof typeof CONTACT_LIMITS;

/** The fields of a contact message the API would refuse, as typed (surrounding spaces do not count). */
export function contactProblems(message: Readonly<Record<ContactField, string>>): ContactField[] {
  return (Object.keys(CONTACT_LIMITS) as ContactField[]).filter((field) => {
    const value = message[field].trim();
    const { min, max } = CONTACT_LIMITS[field];
    return value.length < min || value.length > max || (field === 'email' && emailProblem(value) !== undefined);
  });
}
