-- The SAT's CFDI 4.0 catalogues (filled by scripts/sat-catalogues.ts).
SELECT 1;
