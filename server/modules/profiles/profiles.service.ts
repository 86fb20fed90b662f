import type { SignupStep } from '../../../shared/contracts/profile.ts';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../lib/app-error.ts';
import { regionsOf } from '../sites/regions.ts';
import type { SiteRecord } from '../sites/sites.service.ts';
import * as repo from './profiles.repo.ts';

/** The member's own profile; for now the signup steps that fill it. */
export class ProfilesService {
  constructor(private readonly db: Db) {}

  /** Saves one signup step; a location must be a country the site serves and a region of that country. */
  async saveSignupStep(userId: string, site: SiteRecord, body: SignupStep): Promise<void> {
    switch (body.step) {
      case 1: {
        if (!site.site.countries.includes(body.country)) throw fieldError('country', 'validation.country_not_served');
        const known = !body.region || regionsOf(body.country).some((r) => r.code === body.region);
        if (!known) throw fieldError('region', 'validation.region_unknown');
        await repo.updateProfile(this.db, userId, {
          country: body.country,
          region: body.region ?? null,
          city: body.city || null,
        });
        return;
      }
      case 2:
        await repo.updateProfile(this.db, userId, {
          gender: body.gender,
          sexuality: body.sexuality,
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
