export { onDemand, type OnDemand } from './on-demand';
export { readSendFailure, commonOutcome, type SendFailure, type FormOutcome, type CommonFormProblem } from './send-failure';
export { focusFirstProblem } from './focus-first-problem';
export { knownProblems } from './known-problems';
export { useFormController, type FormCheck, type FormControllerOptions } from './use-form-controller';
