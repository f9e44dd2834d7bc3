// Checks an OpenAPI document read from standard input with two maintained tools, and prints one JSON
// line: { valid, validationErrors, lintProblems }. A separate Node process because both tools are ES
// modules, which jest's CommonJS runtime cannot load; openapi tests and CI call it (docs/api.md).
//   - @seriousme/openapi-schema-validator: the document against the official OpenAPI 3.1 schemas.
//   - @redocly/openapi-core: the linter's `recommended` ruleset (errors and warnings both reported).
import { Validator } from '@seriousme/openapi-schema-validator';
import { createConfig, lintFromString } from '@redocly/openapi-core';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const source = Buffer.concat(chunks).toString('utf8');

const validator = new Validator();
const validation = await validator.validate(JSON.parse(source));

const config = await createConfig({ extends: ['recommended'] });
const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
const lintProblems = problems.map((problem) => ({
  rule: problem.ruleId,
  severity: problem.severity,
  message: problem.message,
  where: problem.location?.[0]?.pointer,
}));

process.stdout.write(`${JSON.stringify({ valid: validation.valid, version: validator.version, validationErrors: validation.valid ? [] : validation.errors, lintProblems })}\n`);
