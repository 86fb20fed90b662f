/** The route names of SPEC §2 and the paths they link to. */
export const paths = {
  index: () => '/',
  members: () => '/members',
  'members-id': (id: string) => `/members/${id}`,
  'members-id-chat': (id: string) => `/members/${id}/chat`,
  chats: () => '/chats',
  'chats-id': (id: string) => `/chats/${id}`,
  likes: () => '/likes',
  'likes-type': (type: string) => `/likes/${type}`,
  'likes-m-id': (id: string) => `/likes/m/${id}`,
  credits: () => '/credits',
  'credits-id-paymentmethod': (id: string, method?: string) => `/credits/${id}${method ? `/${method}` : ''}`,
  'credits-repeat-order': () => '/credits/repeat-order',
  premium: () => '/premium',
  directdebit: (bundleId: string, country?: string) =>
    `/directdebit?bundle=${bundleId}${country ? `&country=${country}` : ''}`,
  transactions: (id?: string) => `/transactions${id ? `/${id}` : ''}`,
  profile: () => '/profile',
  notifications: () => '/notifications',
  settings: () => '/settings',
  'swipe-game': () => '/swipe-game',
  signup: () => '/signup',
  'complete-signup': () => '/complete-signup',
  login: () => '/login',
  'reset-password': () => '/reset-password',
  pricing: () => '/pricing',
  complaints: () => '/complaints',
  'pages-terms': () => '/pages/terms',
  'pages-privacy': () => '/pages/privacy',
  'pages-cookies': () => '/pages/cookies',
  'pages-ban': () => '/pages/ban',
  'pages-return-policy': () => '/pages/return-policy',
  'pages-faq': () => '/pages/faq',
  'pages-service': () => '/pages/service',
} as const;

export type RouteName = keyof typeof paths;

/** Route names whose path needs no parameter. */
export type StaticRouteName = {
  [K in RouteName]: Parameters<(typeof paths)[K]>['length'] extends 0 ? K : never;
}[RouteName];
