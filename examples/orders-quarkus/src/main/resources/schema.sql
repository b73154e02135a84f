-- The primary key is PostgreSQL's uuid, the 128 bits of the SCRU128 ID: it sorts as the IDs do, so
-- the orders of a time range are a range of the primary key. The ticket is the SCRU64 ID's integer.
CREATE TABLE IF NOT EXISTS orders (
  id uuid PRIMARY KEY,
  ticket bigint NOT NULL UNIQUE,
  customer varchar(255) NOT NULL,
  amount_cents bigint NOT NULL
);
