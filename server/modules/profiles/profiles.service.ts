import { ageOn } from '../../../shared/contracts/accounts.ts';
import type { User } from '../../../shared/contracts/auth.ts';
import { type LookingFor, lookingForOf } from '../../../shared/looking-for.ts';
import type { OwnProfile, OwnProfileFields, SignupStep } from '../../../shared/contracts/profile.ts';
import type { Db } from '../../db/client.ts';
import type { profiles } from '../../db/schema/index.ts';
import { fieldError, notFound } from '../../lib/app-error.ts';
import { regionsOf } from '../sites/regions.ts';
import type { SiteRecord } from '../sites/sites.service.ts';
import type { Geocoder } from '../../lib/geocoder.ts';
import { cityMayBeIn } from './city-regions.ts';
import * as repo from './profiles.repo.ts';

/** A stored profile as its owner (or the staff who made a fictional one) edits it: every field, the age on `now`. */
export function ownProfileOf(p: typeof profiles.$inferSelect, now: Date): OwnProfile {
  const age = ageOn(p.dateOfBirth, now);
  return {
    name: p.name,
    age,
    date_of_birth: p.dateOfBirth,
    gender: p.gender,
    sexuality: p.sexuality,
    ...lookingForOf(p, age),
    country: p.country,
    region: p.region,
    city: p.city,
    about: p.about,
    signup_message: p.signupMessage,
    interests: p.interests as OwnProfile['interests'],
    hair_colour: p.hairColour as OwnProfile['hair_colour'],
    eye_colour: p.eyeColour as OwnProfile['eye_colour'],
    body_type: p.bodyType,
    relationship_status: p.relationshipStatus,
    tattoos: p.tattoos,
    notes: p.notes,
  };
}

/** The looking-for columns of what a member chose (issue 39); the band's order checked (not every form's schema can). */
function seekingColumns(chosen: Partial<LookingFor>) {
  const { seeking_genders: genders, seeking_min_age: minAge, seeking_max_age: maxAge } = chosen;
  if (minAge !== undefined && maxAge !== undefined && minAge > maxAge) {
    throw fieldError('seeking_max_age', 'validation.age_range');
  }
  return {
    ...(genders && { seekingGenders: [...new Set(genders)] }),
    ...(minAge !== undefined && { seekingMinAge: minAge }),
    ...(maxAge !== undefined && { seekingMaxAge: maxAge }),
  };
}

type Location = { country: string; region?: string | null; city?: string | null };

/** A country the site serves and, if given, a region of that country (SPEC §3) with a city that may lie in it. */
export function checkLocation(site: Pick<SiteRecord, 'site'>, { country, region, city }: Location): void {
  if (!site.site.countries.includes(country)) throw fieldError('country', 'validation.country_not_served');
  if (!region) return;
  if (!regionsOf(country).some((r) => r.code === region)) throw fieldError('region', 'validation.region_unknown');
  if (city && !cityMayBeIn(country, region, city)) throw fieldError('city', 'validation.city_not_in_region');
}

/** The member's own profile: the signup steps that fill it, and the profile page that edits it. */
export class ProfilesService {
  constructor(
    private readonly db: Db,
    private readonly geocoder: Geocoder,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * Where a location is, for distances: the centre of the typed town in the gazetteer (decision 033), never finer;
   * none for a town it does not know or no town, so that a changed town never keeps the old one's position.
   */
  private townCentre({ country, region, city }: Location) {
    const town = city ? this.geocoder.townNamed(country, region, city) : undefined;
    return { latitude: town?.latitude ?? null, longitude: town?.longitude ?? null };
  }

  async ownProfile(userId: string): Promise<OwnProfile> {
    const p = await repo.findProfile(this.db, userId);
    if (!p) throw notFound();
    return ownProfileOf(p, this.clock());
  }

  /** Saves the profile page (SPEC §5: the name differs from the email and does not begin with @). */
  async updateOwnProfile(user: User, site: SiteRecord, body: OwnProfileFields): Promise<OwnProfile> {
    if (body.name.startsWith('@') || body.name.toLowerCase() === user.email.toLowerCase()) {
      throw fieldError('name', 'validation.name_not_email');
    }
    checkLocation(site, body);
    await repo.updateProfile(this.db, user.id, {
      name: body.name,
      gender: body.gender,
      sexuality: body.sexuality,
      ...seekingColumns(body),
      country: body.country,
      region: body.region,
      city: body.city || null,
      ...this.townCentre(body),
      about: body.about,
      signupMessage: body.signup_message,
      interests: [...new Set(body.interests)],
      hairColour: body.hair_colour,
      eyeColour: body.eye_colour,
      bodyType: body.body_type,
      relationshipStatus: body.relationship_status,
      tattoos: body.tattoos,
      notes: Object.fromEntries(Object.entries(body.notes).filter(([, answer]) => answer)),
    });
    return this.ownProfile(user.id);
  }

  /** Saves one signup step; a location must be a country the site serves and a region of that country. */
  async saveSignupStep(userId: string, site: SiteRecord, body: SignupStep): Promise<void> {
    switch (body.step) {
      case 1: {
        checkLocation(site, body);
        await repo.updateProfile(this.db, userId, {
          country: body.country,
          region: body.region ?? null,
          city: body.city || null,
          ...this.townCentre(body),
        });
        return;
      }
      case 2:
        await repo.updateProfile(this.db, userId, {
          gender: body.gender,
          sexuality: body.sexuality,
          ...seekingColumns(body),
          hairColour: body.hair_colour ?? null,
          eyeColour: body.eye_colour ?? null,
          bodyType: body.body_type ?? null,
          relationshipStatus: body.relationship_status ?? null,
          tattoos: body.tattoos ?? null,
        });
        return;
      case 3:
        await repo.updateProfile(this.db, userId, { about: body.about, interests: [...new Set(body.interests)] });
    }
  }
}
