// Tables of the content service; re-exported by ./schema, the one schema drizzle-kit reads.
export {};
