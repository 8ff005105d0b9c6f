// Tables of the ekyc service; re-exported by ./schema, the one schema drizzle-kit reads.
export {};
