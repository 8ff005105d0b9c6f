// Tables of the needs-test service; re-exported by ./schema, the one schema drizzle-kit reads.
export {};
