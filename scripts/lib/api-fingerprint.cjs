// The public API of the shared workspaces @ama/platform and @ama/shared-ui, as a map of export name →
// short hash of its type signature (docs/delivery.md, "The gate"). Every build writes it into its
// remote.json, so the release gate can tell a remote built against another platform from one built
// against this one, although every package stays at version 0.1.0.
//
// Why the type checker over src/index.ts rather than a hash of index.d.ts or of the sources: the
// packages ship no .d.ts (their "types" is src/index.ts), a source hash changes with every bug fix, and
// re-exports (`export *`) reach across many files. The checker resolves all of that and gives each
// export's type as the apps see it; one hash per export tells an added export (compatible) from a
// removed or changed one (breaking).
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..');

/** The gated shared workspaces and the entry the apps import. */
const SHARED_APIS = { '@ama/platform': 'platform/src/index.ts', '@ama/shared-ui': 'shared-ui/src/index.ts' };

const short = (text) => createHash('sha256').update(text).digest('hex').slice(0, 12);

/** The signature of one exported symbol: its value type and, for a type, its members, without file paths. */
function signatureOf(ts, checker, symbol, seen = new Set()) {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  if (seen.has(target)) return 'circular';
  seen.add(target);
  const flags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.InTypeAlias | ts.TypeFormatFlags.WriteArrowStyleSignature;
  const text = (type) => checker.typeToString(type, undefined, flags);
  const parts = [];
  // A namespace re-export (`export * as tokens`): its members are part of the API.
  if (target.flags & ts.SymbolFlags.Module) {
    for (const member of checker.getExportsOfModule(target)) parts.push(`${member.name}:${signatureOf(ts, checker, member, seen)}`);
    return `module{${parts.sort().join(';')}}`;
  }
  if (target.flags & ts.SymbolFlags.Value) parts.push(`value ${text(checker.getTypeOfSymbol(target))}`);
  if (target.flags & ts.SymbolFlags.Type) {
    const type = checker.getDeclaredTypeOfSymbol(target);
    parts.push(`type ${text(type)}`);
    // An interface or object type prints as its name: its members, each with its type, are what a caller relies on.
    for (const member of checker.getPropertiesOfType(type)) {
      const optional = member.flags & ts.SymbolFlags.Optional ? '?' : '';
      parts.push(`${member.name}${optional}: ${text(checker.getTypeOfSymbol(member))}`);
    }
    for (const call of checker.getSignaturesOfType(type, ts.SignatureKind.Call)) parts.push(`call ${checker.signatureToString(call)}`);
  }
  return parts.join('\n');
}

/** `{ '@ama/platform': { exportName: hash, … }, '@ama/shared-ui': { … } }`, computed with one TypeScript program. */
function computeApiFingerprints() {
  const ts = require('typescript');
  const configFile = path.join(root, 'tsconfig.base.json');
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  const { options } = ts.convertCompilerOptionsFromJson(config.compilerOptions ?? {}, root);
  const entries = Object.values(SHARED_APIS).map((entry) => path.join(root, entry));
  const program = ts.createProgram(entries, { ...options, noEmit: true, skipLibCheck: true });
  const checker = program.getTypeChecker();
  const result = {};
  for (const [pkg, entry] of Object.entries(SHARED_APIS)) {
    const source = program.getSourceFile(path.join(root, entry));
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`cannot read the exports of ${entry}`);
    const exports = checker.getExportsOfModule(moduleSymbol).sort((a, b) => (a.name < b.name ? -1 : 1));
    result[pkg] = Object.fromEntries(exports.map((symbol) => [symbol.name, short(signatureOf(ts, checker, symbol).split(root).join(''))]));
  }
  return result;
}

/** Every file the fingerprint is computed from: the two workspaces' sources and the compiler's version. */
function inputsHash() {
  const hash = createHash('sha256').update(require('typescript').version);
  const walk = (dir) => {
    for (const item of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const file = path.join(dir, item.name);
      if (item.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(item.name)) hash.update(`${path.relative(root, file)}\0`).update(fs.readFileSync(file));
    }
  };
  for (const entry of Object.values(SHARED_APIS)) walk(path.dirname(path.join(root, entry)));
  return hash.update(fs.readFileSync(__filename)).digest('hex').slice(0, 16);
}

/**
 * The fingerprints of the current sources. The type check takes seconds and six builds ask for it, so
 * it is kept in node_modules/.cache under the hash of its inputs: an unchanged tree computes it once.
 */
function apiFingerprints() {
  const cache = path.join(root, 'node_modules', '.cache', 'ama-api-fingerprint', `${inputsHash()}.json`);
  if (fs.existsSync(cache)) return JSON.parse(fs.readFileSync(cache, 'utf8'));
  const result = computeApiFingerprints();
  fs.mkdirSync(path.dirname(cache), { recursive: true });
  const temporary = `${cache}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(result));
  fs.renameSync(temporary, cache);
  return result;
}

module.exports = { SHARED_APIS, apiFingerprints, computeApiFingerprints };
