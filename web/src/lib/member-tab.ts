/**
 * Live connections started in this tab and not stopped (lib/realtime.ts counts them): a member is logged in here. A
 * module of its own, so that the page-hidden beacon, which every page installs, does not pull the socket code into
 * the first load.
 */
let liveConnections = 0;

export const liveConnectionStarted = () => void liveConnections++;
export const liveConnectionStopped = () => void liveConnections--;
export const memberConnectedHere = () => liveConnections > 0;
