// The container image's HEALTHCHECK (scripts/image/build.sh): asks the server's own health
// endpoint (GET /api/health, docs/api.md), which answers 200 only when the database answers too.
// Plain Node, so that the image needs no curl. Exit 0 healthy, 1 not.
const port = process.env.PORT || '3000';
try {
  const response = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(4_000) });
  if (response.status !== 200) {
    console.error(`GET /api/health answered ${response.status}: ${await response.text()}`);
    process.exit(1);
  }
} catch (error) {
  console.error(`GET /api/health failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
