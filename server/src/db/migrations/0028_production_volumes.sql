-- File contents are read in slices (a download streams them in chunks of 256 KiB). EXTERNAL
-- storage keeps a large value out of line and uncompressed, so substring() reads only the slice's
-- pages instead of decompressing the whole value. Applies to values written from now on.
ALTER TABLE "file_blobs" ALTER COLUMN "data" SET STORAGE EXTERNAL;
--> statement-breakpoint
ALTER TABLE "site_media" ALTER COLUMN "data" SET STORAGE EXTERNAL;
