/**
 * The rule registry: every rule of diff/rules, most specific first (a Change is claimed by the first rule that
 * matches it, so a specific rule takes its echo away from a general one: a removed deprecated operation is
 * `api-removed-with-deprecation`, not also `api-removed-without-deprecation`). One rule per file, named after its id;
 * test/diff/registry.test.ts audits the list (unique kebab-case ids, texts, a fixture pair and a test per rule).
 */
import type { Rule } from "./define.js";
import webhookRemoved from "./webhook-removed.js";
import webhookRenamed from "./webhook-renamed.js";
import webhookAdded from "./webhook-added.js";
import webhookPayloadRemoved from "./webhook-payload-removed.js";
import webhookPayloadAdded from "./webhook-payload-added.js";
import webhookPayloadBecameOptional from "./webhook-payload-became-optional.js";
import webhookPayloadBecameRequired from "./webhook-payload-became-required.js";
import webhookPayloadChangedBreaking from "./webhook-payload-changed-breaking.js";
import webhookPayloadChangedDangerous from "./webhook-payload-changed-dangerous.js";
import webhookPayloadChangedSafe from "./webhook-payload-changed-safe.js";
import apiOperationMoved from "./api-operation-moved.js";
import apiRemovedBeforeSunset from "./api-removed-before-sunset.js";
import apiRemovedWithDeprecation from "./api-removed-with-deprecation.js";
import apiRemovedWithoutDeprecation from "./api-removed-without-deprecation.js";
import endpointAdded from "./endpoint-added.js";
import apiOperationIdChanged from "./api-operation-id-changed.js";
import endpointDeprecated from "./endpoint-deprecated.js";
import endpointReactivated from "./endpoint-reactivated.js";
import apiSunsetDateSet from "./api-sunset-date-set.js";
import apiSunsetDateChangedTooSmall from "./api-sunset-date-changed-too-small.js";
import apiSunsetDateExtended from "./api-sunset-date-extended.js";
import sunsetDeleted from "./sunset-deleted.js";
import paginationStyleChanged from "./pagination-style-changed.js";
import apiRateLimitLowered from "./api-rate-limit-lowered.js";
import apiRateLimitChanged from "./api-rate-limit-changed.js";
import newRequiredRequestParameter from "./new-required-request-parameter.js";
import newOptionalRequestParameter from "./new-optional-request-parameter.js";
import requestParameterRemoved from "./request-parameter-removed.js";
import requestPathParameterRenamed from "./request-path-parameter-renamed.js";
import requestParameterBecameRequired from "./request-parameter-became-required.js";
import requestParameterBecameOptional from "./request-parameter-became-optional.js";
import requestParameterStyleChanged from "./request-parameter-style-changed.js";
import requestFilterFieldRemoved from "./request-filter-field-removed.js";
import requestFilterOperatorRemoved from "./request-filter-operator-removed.js";
import requestFilterFieldAdded from "./request-filter-field-added.js";
import requestFilterOperatorAdded from "./request-filter-operator-added.js";
import requestParameterDeprecated from "./request-parameter-deprecated.js";
import requestParameterReactivated from "./request-parameter-reactivated.js";
import requestParameterBecameEnum from "./request-parameter-became-enum.js";
import requestParameterEnumValueRemoved from "./request-parameter-enum-value-removed.js";
import requestParameterEnumValueAdded from "./request-parameter-enum-value-added.js";
import requestParameterFormatChanged from "./request-parameter-format-changed.js";
import requestParameterTypeGeneralized from "./request-parameter-type-generalized.js";
import requestParameterTypeChanged from "./request-parameter-type-changed.js";
import requestParameterMaxDecreased from "./request-parameter-max-decreased.js";
import requestParameterMinIncreased from "./request-parameter-min-increased.js";
import requestParameterPatternChanged from "./request-parameter-pattern-changed.js";
import requestParameterConstraintTightened from "./request-parameter-constraint-tightened.js";
import requestParameterConstraintRelaxed from "./request-parameter-constraint-relaxed.js";
import requestParameterDefaultValueChanged from "./request-parameter-default-value-changed.js";
import requestBodyAddedRequired from "./request-body-added-required.js";
import requestBodyAddedOptional from "./request-body-added-optional.js";
import requestBodyRemoved from "./request-body-removed.js";
import requestBodyBecameRequired from "./request-body-became-required.js";
import requestBodyBecameOptional from "./request-body-became-optional.js";
import requestBodyJsonMediaTypeChanged from "./request-body-json-media-type-changed.js";
import requestBodyMediaTypeChanged from "./request-body-media-type-changed.js";
import requestBodyMediaTypeParametersChanged from "./request-body-media-type-parameters-changed.js";
import requestBodyMediaTypeRemoved from "./request-body-media-type-removed.js";
import requestBodyMediaTypeAdded from "./request-body-media-type-added.js";
import requestPropertyRenamed from "./request-property-renamed.js";
import newRequiredRequestProperty from "./new-required-request-property.js";
import newOptionalRequestProperty from "./new-optional-request-property.js";
import requestPropertyRemoved from "./request-property-removed.js";
import requestPropertyBecameRequired from "./request-property-became-required.js";
import requestPropertyBecameOptional from "./request-property-became-optional.js";
import requestPropertyRestructured from "./request-property-restructured.js";
import requestPropertyBecameEnum from "./request-property-became-enum.js";
import requestPropertyEnumValueRemoved from "./request-property-enum-value-removed.js";
import requestPropertyEnumValueAdded from "./request-property-enum-value-added.js";
import requestPropertyFormatChanged from "./request-property-format-changed.js";
import requestPropertyXExtensibleEnumValueRemoved from "./request-property-x-extensible-enum-value-removed.js";
import requestPropertyTypeGeneralized from "./request-property-type-generalized.js";
import requestPropertyTypeChanged from "./request-property-type-changed.js";
import requestPropertyMaxDecreased from "./request-property-max-decreased.js";
import requestPropertyMinIncreased from "./request-property-min-increased.js";
import requestPropertyPatternChanged from "./request-property-pattern-changed.js";
import requestPropertyConstraintTightened from "./request-property-constraint-tightened.js";
import requestPropertyConstraintRelaxed from "./request-property-constraint-relaxed.js";
import requestSchemaKeywordTightened from "./request-schema-keyword-tightened.js";
import requestSchemaKeywordRelaxed from "./request-schema-keyword-relaxed.js";
import requestSchemaAllOfAdded from "./request-schema-all-of-added.js";
import requestSchemaAllOfRemoved from "./request-schema-all-of-removed.js";
import requestPropertyDefaultValueChanged from "./request-property-default-value-changed.js";
import requestNullSemanticsChanged from "./request-null-semantics-changed.js";
import requestPropertyRemovedWithBranch from "./request-property-removed-with-branch.js";
import requestSchemaBranchRemoved from "./request-schema-branch-removed.js";
import requestSchemaBranchAdded from "./request-schema-branch-added.js";
import requestPropertyDeprecated from "./request-property-deprecated.js";
import requestPropertyReactivated from "./request-property-reactivated.js";
import responseSuccessStatusChanged from "./response-success-status-changed.js";
import responseSuccessStatusRemoved from "./response-success-status-removed.js";
import responseNonSuccessStatusRemoved from "./response-non-success-status-removed.js";
import responseSuccessStatusAdded from "./response-success-status-added.js";
import responseNonSuccessStatusAdded from "./response-non-success-status-added.js";
import responseJsonMediaTypeChanged from "./response-json-media-type-changed.js";
import responseMediaTypeChanged from "./response-media-type-changed.js";
import responseMediaTypeParametersChanged from "./response-media-type-parameters-changed.js";
import responseMediaTypeRemoved from "./response-media-type-removed.js";
import responseMediaTypeAdded from "./response-media-type-added.js";
import responsePropertyRenamed from "./response-property-renamed.js";
import responseRequiredPropertyRemoved from "./response-required-property-removed.js";
import responseOptionalPropertyRemoved from "./response-optional-property-removed.js";
import responseRequiredPropertyAdded from "./response-required-property-added.js";
import responseOptionalPropertyAdded from "./response-optional-property-added.js";
import responsePropertyBecameOptional from "./response-property-became-optional.js";
import responsePropertyBecameRequired from "./response-property-became-required.js";
import responsePropertyBecameOptIn from "./response-property-became-opt-in.js";
import responsePropertyReturnedByDefault from "./response-property-returned-by-default.js";
import responsePropertyRestructured from "./response-property-restructured.js";
import responsePropertyBecameNullable from "./response-property-became-nullable.js";
import responsePropertyFormatChanged from "./response-property-format-changed.js";
import responsePropertyTypeSpecialized from "./response-property-type-specialized.js";
import responsePropertyTypeChanged from "./response-property-type-changed.js";
import responsePropertyEnumValueAdded from "./response-property-enum-value-added.js";
import responsePropertyEnumValueRemoved from "./response-property-enum-value-removed.js";
import responsePropertyConstraintTightened from "./response-property-constraint-tightened.js";
import responsePropertyConstraintRelaxed from "./response-property-constraint-relaxed.js";
import responsePropertyRemovedWithBranch from "./response-property-removed-with-branch.js";
import responseSchemaBranchAdded from "./response-schema-branch-added.js";
import responseSchemaBranchRemoved from "./response-schema-branch-removed.js";
import responseSchemaKeywordRelaxed from "./response-schema-keyword-relaxed.js";
import responseSchemaKeywordTightened from "./response-schema-keyword-tightened.js";
import responseSchemaAllOfAdded from "./response-schema-all-of-added.js";
import responseSchemaAllOfRemoved from "./response-schema-all-of-removed.js";
import responsePropertyDeprecated from "./response-property-deprecated.js";
import responsePropertyReactivated from "./response-property-reactivated.js";
import xExtensibleEnumChanged from "./x-extensible-enum-changed.js";
import bodyShapeSpecified from "./body-shape-specified.js";
import bodyShapeUnspecified from "./body-shape-unspecified.js";
import schemaAnnotationChanged from "./schema-annotation-changed.js";
import apiSecurityRemoved from "./api-security-removed.js";
import apiAuthenticationRemoved from "./api-authentication-removed.js";
import apiAuthenticationRequired from "./api-authentication-required.js";
import apiSecurityRequirementAdded from "./api-security-requirement-added.js";
import apiSecurityRequirementRemoved from "./api-security-requirement-removed.js";
import apiSecurityAdded from "./api-security-added.js";
import apiSecurityScopeAdded from "./api-security-scope-added.js";
import apiSecurityScopeRemoved from "./api-security-scope-removed.js";
import apiSecuritySchemeChanged from "./api-security-scheme-changed.js";
import apiServerRemoved from "./api-server-removed.js";
import apiServerAdded from "./api-server-added.js";

export type { Args, Rule, RuleContext } from "./define.js";
export { render } from "./define.js";

export const rules: readonly Rule[] = [
  // Webhooks first: their changes carry the kinds of request bodies and schemas, which rules further down claim by
  // kind alone.
  webhookRemoved,
  webhookRenamed,
  webhookAdded,
  webhookPayloadRemoved,
  webhookPayloadAdded,
  webhookPayloadBecameOptional,
  webhookPayloadBecameRequired,
  webhookPayloadChangedBreaking,
  webhookPayloadChangedDangerous,
  webhookPayloadChangedSafe,
  apiOperationMoved,
  apiRemovedBeforeSunset,
  apiRemovedWithDeprecation,
  apiRemovedWithoutDeprecation,
  endpointAdded,
  apiOperationIdChanged,
  endpointDeprecated,
  endpointReactivated,
  apiSunsetDateSet,
  apiSunsetDateChangedTooSmall,
  apiSunsetDateExtended,
  sunsetDeleted,
  paginationStyleChanged,
  apiRateLimitLowered,
  apiRateLimitChanged,
  newRequiredRequestParameter,
  newOptionalRequestParameter,
  requestParameterRemoved,
  requestPathParameterRenamed,
  requestParameterBecameRequired,
  requestParameterBecameOptional,
  requestParameterStyleChanged,
  requestFilterFieldRemoved,
  requestFilterOperatorRemoved,
  requestFilterFieldAdded,
  requestFilterOperatorAdded,
  requestParameterDeprecated,
  requestParameterReactivated,
  requestParameterBecameEnum,
  requestParameterEnumValueRemoved,
  requestParameterEnumValueAdded,
  requestParameterFormatChanged,
  requestParameterTypeGeneralized,
  requestParameterTypeChanged,
  requestParameterMaxDecreased,
  requestParameterMinIncreased,
  requestParameterPatternChanged,
  requestParameterConstraintTightened,
  requestParameterConstraintRelaxed,
  requestParameterDefaultValueChanged,
  requestBodyAddedRequired,
  requestBodyAddedOptional,
  requestBodyRemoved,
  requestBodyBecameRequired,
  requestBodyBecameOptional,
  requestBodyJsonMediaTypeChanged,
  requestBodyMediaTypeChanged,
  requestBodyMediaTypeParametersChanged,
  requestBodyMediaTypeRemoved,
  requestBodyMediaTypeAdded,
  requestPropertyRenamed,
  newRequiredRequestProperty,
  newOptionalRequestProperty,
  requestPropertyRemoved,
  requestPropertyBecameRequired,
  requestPropertyBecameOptional,
  requestPropertyRestructured,
  requestPropertyBecameEnum,
  requestPropertyEnumValueRemoved,
  requestPropertyEnumValueAdded,
  requestPropertyFormatChanged,
  requestPropertyXExtensibleEnumValueRemoved,
  requestPropertyTypeGeneralized,
  requestPropertyTypeChanged,
  requestPropertyMaxDecreased,
  requestPropertyMinIncreased,
  requestPropertyPatternChanged,
  requestPropertyConstraintTightened,
  requestPropertyConstraintRelaxed,
  requestSchemaKeywordTightened,
  requestSchemaKeywordRelaxed,
  requestSchemaAllOfAdded,
  requestSchemaAllOfRemoved,
  requestPropertyDefaultValueChanged,
  requestNullSemanticsChanged,
  requestPropertyRemovedWithBranch,
  requestSchemaBranchRemoved,
  requestSchemaBranchAdded,
  requestPropertyDeprecated,
  requestPropertyReactivated,
  responseSuccessStatusChanged,
  responseSuccessStatusRemoved,
  responseNonSuccessStatusRemoved,
  responseSuccessStatusAdded,
  responseNonSuccessStatusAdded,
  responseJsonMediaTypeChanged,
  responseMediaTypeChanged,
  responseMediaTypeParametersChanged,
  responseMediaTypeRemoved,
  responseMediaTypeAdded,
  responsePropertyRenamed,
  responseRequiredPropertyRemoved,
  responseOptionalPropertyRemoved,
  responseRequiredPropertyAdded,
  responseOptionalPropertyAdded,
  responsePropertyBecameOptional,
  responsePropertyBecameRequired,
  responsePropertyBecameOptIn,
  responsePropertyReturnedByDefault,
  responsePropertyRestructured,
  responsePropertyBecameNullable,
  responsePropertyFormatChanged,
  responsePropertyTypeSpecialized,
  responsePropertyTypeChanged,
  responsePropertyEnumValueAdded,
  responsePropertyEnumValueRemoved,
  responsePropertyConstraintTightened,
  responsePropertyConstraintRelaxed,
  responsePropertyRemovedWithBranch,
  responseSchemaBranchAdded,
  responseSchemaBranchRemoved,
  responseSchemaKeywordRelaxed,
  responseSchemaKeywordTightened,
  responseSchemaAllOfAdded,
  responseSchemaAllOfRemoved,
  responsePropertyDeprecated,
  responsePropertyReactivated,
  xExtensibleEnumChanged,
  bodyShapeSpecified,
  bodyShapeUnspecified,
  schemaAnnotationChanged,
  apiSecurityRemoved,
  apiAuthenticationRemoved,
  apiAuthenticationRequired,
  apiSecurityRequirementAdded,
  apiSecurityRequirementRemoved,
  apiSecurityAdded,
  apiSecurityScopeAdded,
  apiSecurityScopeRemoved,
  apiSecuritySchemeChanged,
  apiServerRemoved,
  apiServerAdded,
];
