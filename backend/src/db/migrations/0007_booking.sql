-- The booking module's tables (filled in with the module).
SELECT 1;
