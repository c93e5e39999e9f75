-- The listing's page SQL at page 1 and 90,000 rows deep, keyset against OFFSET, with the plans:
--   psql -h 127.0.0.1 -U postgres -d huiskans_bench -f bench/deep-page.sql
-- (the database `npm run bench` seeds; the statements are those server/domain/pagination.ts writes).
SELECT id, submitted_at FROM houses h WHERE moderation_status IN ('submitted', 'approved')
  ORDER BY submitted_at DESC, id DESC OFFSET 90000 LIMIT 1 \gset newest_
-- newest, page 1
EXPLAIN (ANALYZE, COSTS OFF) SELECT h.id FROM houses h WHERE h.moderation_status IN ('submitted', 'approved')
  ORDER BY h.submitted_at DESC, h.id DESC LIMIT 25;
-- newest, 90,000 deep by keyset
EXPLAIN (ANALYZE, COSTS OFF) SELECT h.id FROM houses h WHERE h.moderation_status IN ('submitted', 'approved')
  AND (h.submitted_at, h.id) < (:'newest_submitted_at'::timestamp, :newest_id)
  ORDER BY h.submitted_at DESC, h.id DESC LIMIT 25;
-- newest, 90,000 deep by OFFSET (REST's page=3751, GraphQL's page: 3751)
EXPLAIN (ANALYZE, COSTS OFF) SELECT h.id FROM houses h WHERE h.moderation_status IN ('submitted', 'approved')
  ORDER BY h.submitted_at DESC, h.id DESC LIMIT 25 OFFSET 90000;
SELECT id, sort_price FROM houses h WHERE moderation_status IN ('submitted', 'approved')
  ORDER BY sort_price ASC NULLS LAST, id ASC OFFSET 90000 LIMIT 1 \gset price_
-- price ascending, 90,000 deep by keyset: the non-null prices after the key, then the nulls
EXPLAIN (ANALYZE, COSTS OFF) SELECT * FROM (
  (SELECT 0 AS page_segment, h.sort_price AS "sortPrice", h.id FROM houses h
   WHERE h.moderation_status IN ('submitted', 'approved') AND h.sort_price IS NOT NULL
     AND (h.sort_price, h.id) > (:price_sort_price, :price_id)
   ORDER BY h.sort_price ASC NULLS LAST, h.id ASC LIMIT 25)
  UNION ALL
  (SELECT 1, h.sort_price, h.id FROM houses h
   WHERE h.moderation_status IN ('submitted', 'approved') AND h.sort_price IS NULL
   ORDER BY h.sort_price ASC NULLS LAST, h.id ASC LIMIT 25)) page
  ORDER BY page_segment, "sortPrice" ASC NULLS LAST, id ASC LIMIT 25;
-- price ascending, 90,000 deep by OFFSET
EXPLAIN (ANALYZE, COSTS OFF) SELECT h.id FROM houses h WHERE h.moderation_status IN ('submitted', 'approved')
  ORDER BY h.sort_price ASC NULLS LAST, h.id ASC LIMIT 25 OFFSET 90000;
-- the total (totalCount / REST's total), when asked
EXPLAIN (ANALYZE, COSTS OFF) SELECT count(*) FROM houses h WHERE h.moderation_status IN ('submitted', 'approved');
