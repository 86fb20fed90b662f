export * from './sites.ts';
export * from './users.ts';
export * from './auth.ts';
export * from './social.ts';
export * from './chats.ts';
export * from './money.ts';
export * from './jobs.ts';
