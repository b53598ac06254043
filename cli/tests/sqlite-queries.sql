CREATE TABLE t(a INTEGER PRIMARY KEY, b TEXT, c REAL);
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM n WHERE i<2000)
INSERT INTO t SELECT i, printf('row-%05d', i*7919 % 2000), i*0.25 FROM n;
CREATE INDEX tb ON t(b);
SELECT count(*), sum(a), avg(c), min(b), max(b) FROM t;
SELECT b, c FROM t WHERE a % 397 = 0 ORDER BY b;
SELECT substr(b, 5), length(b), upper(b) FROM t WHERE b LIKE 'row-000%' ORDER BY 1 LIMIT 5;
.mode box
SELECT a % 5 AS k, count(*) AS n, round(sum(c), 2) AS s FROM t GROUP BY k ORDER BY k;
.mode json
SELECT a, b FROM t WHERE a IN (1, 2, 3);
.mode csv
SELECT printf('%.3f|%10s|%-5d|%x', c, b, a, a) FROM t WHERE a < 4;
SELECT json_group_array(a) FROM (SELECT a FROM t ORDER BY c DESC LIMIT 6);
.mode list
SELECT group_concat(b, ',') FROM (SELECT b FROM t ORDER BY a LIMIT 3);
.schema
.tables
SELECT a, sum(c) OVER (ORDER BY a ROWS 2 PRECEDING), rank() OVER (ORDER BY b DESC) FROM t WHERE a < 8 ORDER BY a;
SELECT x.a, y.b FROM t AS x JOIN t AS y ON y.a = x.a * 3 WHERE x.a BETWEEN 100 AND 105 ORDER BY x.a;
SELECT 1e300 * 10, -0.0, 1.0 / 3, 2.5e-7, 123456789012345678, hex(zeroblob(4)), quote(x'00ff');
SELECT sqlite_version() IS NOT NULL, typeof(3.0), typeof('x'), abs(-7), 17 % 5, 7 / 2, 7.0 / 2;
