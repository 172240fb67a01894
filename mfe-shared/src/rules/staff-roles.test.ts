import { roleRefusal, STAFF_PERMISSIONS, STAFF_ROLES, staffMay } from './staff-roles';

const ADMINISTRATORS_ONLY = ['availability.change', 'county.administer'];
const APPRAISERS_AND_ADMINISTRATORS = ['letters.approve'];

it('lets only administrators change the meeting times and run the county console, appraisers and administrators approve letters, and every role do the rest', () => {
  expect(STAFF_ROLES).toEqual(['clerk', 'appraiser', 'administrator']);
  const rolesOf = (permission: string) =>
    ADMINISTRATORS_ONLY.includes(permission) ? ['administrator'] : APPRAISERS_AND_ADMINISTRATORS.includes(permission) ? ['appraiser', 'administrator'] : [...STAFF_ROLES];
  for (const [permission, roles] of Object.entries(STAFF_PERMISSIONS)) {
    expect([permission, [...roles]]).toEqual([permission, rolesOf(permission)]);
  }
});

it('gives an unknown or missing role nothing', () => {
  expect(staffMay('administrator', 'availability.change')).toBe(true);
  expect(staffMay('clerk', 'availability.change')).toBe(false);
  expect(staffMay('supervisor', 'appeals.read')).toBe(false);
  expect(staffMay(undefined, 'appeals.read')).toBe(false);
});

it('words a refusal with who may, and the role of the one refused', () => {
  expect(roleRefusal('availability.change', 'appraiser')).toBe(
    'Only administrators can change the meeting times. You are signed in as an appraiser. Ask an administrator of your office if you need to.',
  );
  expect(roleRefusal('availability.change', null)).toBe('Only administrators can change the meeting times. Ask an administrator of your office if you need to.');
  expect(roleRefusal('letters.approve', 'clerk')).toBe(
    'Only appraisers and administrators can approve decision letters. You are signed in as a clerk. Ask an administrator of your office if you need to.',
  );
  expect(roleRefusal('appeals.read', 'clerk')).toBe(
    'Only clerks, appraisers and administrators can see the appeals. You are signed in as a clerk. Ask an administrator of your office if you need to.',
  );
});
