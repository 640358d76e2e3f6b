-- The accounts module's tables (filled in with the module).
SELECT 1;
