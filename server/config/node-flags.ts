/**
 * The V8 flags the server runs with (`npm start`, and every test and bench that starts the built server): the young
 * generation fixed at V8's largest default, 16 MB a semi-space. Left to itself it starts at 1 MB, grows only while
 * much of what requests allocate survives, and shrinks after a quiet spell: a server that had served Lighthouse's
 * page loads then answered settings.php with a 3 MB semi-space, 570–600 scavenges and 185–200 ms of GC per 5 s of
 * load; fixed, 140–160 scavenges and 67–74 ms (docs/decisions/023-fast-lane.md). It costs 32 MB of memory.
 */
export const SERVER_NODE_FLAGS = ['--min-semi-space-size=16', '--max-semi-space-size=16'] as const;
