import type { Contracts, Endpoint, EndpointSchemas } from '../../shared/contracts/endpoint.ts';
import * as accounts from '../../shared/contracts/accounts.ts';
import * as auth from '../../shared/contracts/auth.ts';
import * as chats from '../../shared/contracts/chats.ts';
import * as complaints from '../../shared/contracts/complaints.ts';
import * as dashboard from '../../shared/contracts/dashboard.ts';
import * as directDebit from '../../shared/contracts/direct-debit.ts';
import * as fictional from '../../shared/contracts/fictional.ts';
import * as geo from '../../shared/contracts/geo.ts';
import * as likes from '../../shared/contracts/likes.ts';
import * as memberDesk from '../../shared/contracts/member-desk.ts';
import * as members from '../../shared/contracts/members.ts';
import * as moderation from '../../shared/contracts/moderation.ts';
import * as notifications from '../../shared/contracts/notifications.ts';
import * as payments from '../../shared/contracts/payments.ts';
import * as photos from '../../shared/contracts/photos.ts';
import * as profile from '../../shared/contracts/profile.ts';
import * as push from '../../shared/contracts/push.ts';
import * as savedSearches from '../../shared/contracts/saved-searches.ts';
import * as siteAdmin from '../../shared/contracts/site-admin.ts';
import * as sites from '../../shared/contracts/sites.ts';
import * as staff from '../../shared/contracts/staff.ts';
import * as visits from '../../shared/contracts/visits.ts';

/** The contract modules themselves, which the endpoint definitions name their schemas from (the web has their types). */
const contracts: Contracts = {
  accounts,
  auth,
  chats,
  complaints,
  dashboard,
  directDebit,
  fictional,
  geo,
  likes,
  memberDesk,
  members,
  moderation,
  notifications,
  payments,
  photos,
  profile,
  push,
  savedSearches,
  siteAdmin,
  sites,
  staff,
  visits,
};

/** An endpoint's schemas. */
export const schemasOf = <S extends EndpointSchemas>(endpoint: Endpoint<S>): S => endpoint.schemas(contracts);
