import { defineModule } from '../module.ts';
import { PushService } from './push.service.ts';

/** The push module: members' push subscriptions, saved through user.php (the auth module's routes). */
export const pushModule = defineModule({
  services: ({ db }) => ({ push: new PushService(db) }),
});
