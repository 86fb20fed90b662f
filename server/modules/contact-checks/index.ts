import { defineModule } from '../module.ts';
import { ContactChecks } from './contact-checks.service.ts';

/**
 * The contact-checks module: new members' first contacts slowed and held in a spam wave (issue 40, decision 040). The
 * chats and likes modules ask it before a first contact; moderation's queue decides the holds.
 */
export const contactChecksModule = defineModule({
  services: ({ clock }) => ({ contactChecks: new ContactChecks(clock) }),
});
