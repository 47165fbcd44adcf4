/**
 * The business areas grouped by what they serve. The contract's areas/<group>/, the API's
 * features/<group>/ and the web app's features/<group>/ are folders of these names, and an area found in
 * two of them is in the same group in both (apps/api/test/feature-groups.test.ts).
 */
export const FEATURE_GROUPS = ['loyalty', 'shop', 'content', 'insight', 'account', 'platform'] as const;

export type FeatureGroup = (typeof FEATURE_GROUPS)[number];
