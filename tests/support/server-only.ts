// Vitest runs server and client modules in one graph, so the `server-only` guard (which throws
// outside React's server build) is replaced by this empty module there.
export {};
