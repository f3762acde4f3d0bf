/** Filled in by the feature's conversion to contract-first endpoints (docs/decisions/0140-endpoints-defined-once.md). */
export const healthEndpoints = {};
