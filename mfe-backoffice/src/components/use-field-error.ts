import { useTranslation } from '@ama/platform';

/** The figures a field's messages name: "at most {{max}} characters", "at least {{min}}". */
export type FieldLimits = Record<string, { min?: number; max?: number }>;

/**
 * A field's message in the page's language, from its problem code; undefined when it has none. A form
 * whose contract has codes of its own ('event_outside_period') names where their messages are
 * (`ownMessages`): a code found there is said in those words, any other as every form says it.
 */
export function useFieldError(problems: Record<string, string>, limits: FieldLimits = {}, ownMessages?: string) {
  const { t } = useTranslation('backoffice');
  return (field: string) => {
    const problem = problems[field];
    if (!problem) return undefined;
    const shared = `fieldProblems.${problem}`;
    return t(ownMessages ? [`${ownMessages}.${problem}`, shared] : shared, limits[field] ?? {});
  };
}
