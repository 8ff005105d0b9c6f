-- Reserved migration slot: replaced by the service's SQL.
SELECT 1;
