// Vitest runs server modules outside React's server environment, where `server-only` would throw.
export {};
