// The infrastructure's own tables, below every module. Each module declares its tables in its
// `tables.ts`; the whole database is composed from them above the modules (database-schema.ts).
// Portable across SQLite and PostgreSQL: text for ids, JSON and ISO times, integers for counters
// and flags.

/** A lease: one node at a time holds `name` (the retention sweep) until `expires_at`. */
export interface LeasesTable {
  name: string;
  holder: string;
  expires_at: string;
}

/** The tables db/ owns, by name. */
export interface InfrastructureTables {
  leases: LeasesTable;
}
