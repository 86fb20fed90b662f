import { describe, expect, it } from 'vitest';
import { NICHES } from '../../../shared/constants.ts';
import { ageOn } from '../../../shared/contracts/accounts.ts';
import { NICHE_AUDIENCES, type NicheAudience } from '../../../shared/niches.ts';
import { type DemoMember, demoMember } from './demo-members.ts';
import { seededRandom } from './random.ts';

const NOW = new Date('2026-11-27T12:00:00Z');
const membersOf = (audience: NicheAudience) => {
  const random = seededRandom(7);
  return Array.from({ length: 200 }, (_, i) => demoMember(random, i, NOW, audience));
};
const fits = (m: DemoMember, audience: NicheAudience) => {
  const age = ageOn(m.dateOfBirth, NOW);
  return (
    (!audience.gender || m.gender === audience.gender) &&
    (!audience.sexualities || audience.sexualities.includes(m.sexuality)) &&
    (!audience.bodyType || m.bodyType === audience.bodyType) &&
    (audience.minAge === undefined || age >= audience.minAge) &&
    (audience.maxAge === undefined || age <= audience.maxAge) &&
    (!audience.interest || m.interests.includes(audience.interest))
  );
};

/** The demo seed of each niche (DEMO_NICHE, decision 032): most members fit its audience, the others look for them. */
describe.each(NICHES.filter((niche) => niche !== 'general'))('the demo members of a %s site', (niche) => {
  const audience = NICHE_AUDIENCES[niche];
  const members = membersOf(audience);

  it('fit its audience, at least about three in four (all where those who look for them are of it too)', () => {
    const share = members.filter((m) => fits(m, audience)).length / members.length;
    expect(share).toBeGreaterThan(0.65);
  });

  it('are, where they do not fit, of those who look for them', () => {
    const others = members.filter((m) => !fits(m, audience));
    if (audience.sexualities) expect(others.filter((m) => m.gender !== audience.gender)).toEqual([]);
    else if (audience.gender) expect(others.filter((m) => m.gender === audience.gender)).toEqual([]);
    else expect(others.length).toBeGreaterThan(0);
  });
});

describe('the demo members of the general site', () => {
  it('are as varied as ever: both genders, every sexuality and body type, ages from 18', () => {
    const members = membersOf({});
    expect(new Set(members.map((m) => m.gender)).size).toBe(2);
    expect(new Set(members.map((m) => m.sexuality)).size).toBe(4);
    expect(new Set(members.map((m) => m.bodyType)).size).toBe(3);
    expect(Math.min(...members.map((m) => ageOn(m.dateOfBirth, NOW)))).toBeGreaterThanOrEqual(18);
  });
});
