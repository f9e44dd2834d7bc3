/** @jest-environment node */
/**
 * Types across remotes (ADR 007): a fragment's props are a type in @ama/contracts, the exposing module
 * declares them and platform's RemoteFragment checks every host's `props` against them by id. Here the
 * TypeScript compiler checks the real hosts, the real exposing modules and a few small consumers twice:
 * against contracts/src/fragments.ts as it is (no error), and against a copy in memory where a required
 * prop is renamed, where the hosts and the exposing module must fail, naming the prop. Only the files
 * named here and what they import are read; diagnostics are asked of those files only.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { FRAGMENTS, type FragmentId } from '@ama/contracts';

const root = path.resolve(__dirname, '..', '..', '..');
const CONTRACT = path.join(root, 'contracts', 'src', 'fragments.ts');
const REMOTES = ['mfe-catalog', 'mfe-cart-checkout', 'mfe-club', 'mfe-events', 'mfe-content', 'mfe-backoffice'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Every host: a source file outside platform's fragments folder that renders a RemoteFragment. */
const hosts = ['shell', ...REMOTES].flatMap((workspace) => sources(path.join(root, workspace, 'src'))).filter((file) => readFileSync(file, 'utf8').includes('<RemoteFragment'));

/** Every exposing module: the remotes' src/exposes/*.tsx. */
const exposing = REMOTES.flatMap((remote) => {
  const dir = path.join(root, remote, 'src', 'exposes');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.tsx'))
    .map((name) => path.join(dir, name));
});

/** Small consumers, in memory, in the shell's source folder so that they resolve its packages. */
const platformEntry = JSON.stringify('@ama/platform');
const snippet = (body: string) => `import { RemoteFragment } from ${platformEntry};\nexport const element = ${body};\n`;
const SNIPPETS = {
  addToCart: snippet(`<RemoteFragment id="mfe_cart_checkout/AddToCartButton" load="now" props={{ sku: 'R-1', quantity: 1 }} />`),
  noProps: snippet(`<RemoteFragment id="mfe_cart_checkout/MiniCart" load="idle" />`),
  optionalProps: snippet(`<RemoteFragment id="mfe_club/NewsletterSignup" props={{ variant: 'page' }} />`),
  unknownProp: snippet(`<RemoteFragment id="mfe_cart_checkout/AddToCartButton" props={{ sku: 'R-1', qty: 2 }} />`),
  missingProps: snippet(`<RemoteFragment id="mfe_cart_checkout/AddToCartButton" />`),
  wrongType: snippet(`<RemoteFragment id="mfe_club/NewsletterSignup" props={{ variant: 'sidebar' }} />`),
  propsForNone: snippet(`<RemoteFragment id="mfe_catalog/WishlistLink" props={{ count: 3 }} />`),
  unknownId: snippet(`<RemoteFragment id="mfe_cart_checkout/MiniCard" />`),
};
type Snippet = keyof typeof SNIPPETS;
const snippetFile = (name: Snippet) => path.join(root, 'shell', 'src', `__fragment-consumer-${name}__.tsx`);

function compilerOptions(): ts.CompilerOptions {
  const configFile = path.join(root, 'tsconfig.base.json');
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root, undefined, configFile);
  return { ...options, noEmit: true, skipLibCheck: true, types: [] };
}

const options = compilerOptions();
const parsed = new Map<string, ts.SourceFile>();

/** A program over the hosts, the exposing modules and the snippets, with some files' text replaced. */
function program(replaced: Map<string, string>, oldProgram?: ts.Program): ts.Program {
  const host = ts.createCompilerHost(options, true);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.fileExists = (file) => replaced.has(path.resolve(file)) || fileExists(file);
  host.readFile = (file) => replaced.get(path.resolve(file)) ?? readFile(file);
  host.getSourceFile = (file, language, onError, shouldCreate) => {
    const text = replaced.get(path.resolve(file));
    if (text !== undefined) return ts.createSourceFile(file, text, language, true);
    const cached = parsed.get(file);
    if (cached) return cached;
    const sourceFile = getSourceFile(file, language, onError, shouldCreate);
    if (sourceFile) parsed.set(file, sourceFile);
    return sourceFile;
  };
  const snippetFiles = (Object.keys(SNIPPETS) as Snippet[]).map(snippetFile);
  const declarations = readdirSync(path.join(root, 'types'))
    .filter((name) => name.endsWith('.d.ts'))
    .map((name) => path.join(root, 'types', name));
  const rootNames = [...hosts, ...exposing, ...snippetFiles, ...declarations];
  return ts.createProgram({ rootNames, options, host, oldProgram });
}

function errorsIn(checked: ts.Program, file: string): string[] {
  const sourceFile = checked.getSourceFile(file);
  if (!sourceFile) throw new Error(`${file} is not in the program`);
  return [...checked.getSyntacticDiagnostics(sourceFile), ...checked.getSemanticDiagnostics(sourceFile)].map(
    (diagnostic) => `${path.relative(root, file)}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`,
  );
}

const snippets = new Map((Object.entries(SNIPPETS) as [Snippet, string][]).map(([name, text]) => [snippetFile(name), text]));
const contract = readFileSync(CONTRACT, 'utf8');
/** The breaking change: AddToCartButton's required `sku` renamed `productSku`. */
const broken = contract.replace(/(export interface AddToCartButtonProps \{[^}]*?\n\s*)sku: string;/, '$1productSku: string;');

let today: ts.Program;
let afterBreak: ts.Program;

beforeAll(() => {
  today = program(snippets);
  afterBreak = program(new Map([...snippets, [CONTRACT, broken]]), today);
});

test('the contract has the breaking change this test makes (a required prop renamed)', () => {
  expect(broken).not.toBe(contract);
  expect(broken).toContain('productSku: string;');
});

describe('against the contract as it is', () => {
  it('finds the hosts of today and the exposing modules', () => {
    const relative = hosts.map((file) => path.relative(root, file));
    expect(relative).toEqual(
      expect.arrayContaining([
        'mfe-catalog/src/components/PurchaseActions.tsx',
        'mfe-cart-checkout/src/pages/CartPage.tsx',
        'shell/src/layout/Footer.tsx',
        'shell/src/layout/HeaderToolLinks.tsx',
        'shell/src/layout/NewsletterPopupSlot.tsx',
      ]),
    );
    expect(exposing).toHaveLength(Object.keys(FRAGMENTS).length);
  });

  it.each([...hosts, ...exposing].map((file) => path.relative(root, file)))('%s type-checks', (file) => {
    expect(errorsIn(today, path.join(root, file))).toEqual([]);
  });

  it.each(['addToCart', 'noProps', 'optionalProps'] as const)('a consumer that keeps the contract type-checks (%s)', (name) => {
    expect(errorsIn(today, snippetFile(name))).toEqual([]);
  });

  it.each([
    ['unknownProp', /'qty'/],
    ['missingProps', /'props'/],
    ['wrongType', /'"sidebar"'/],
    ['propsForNone', /'count'|number/],
    ['unknownId', /MiniCard/],
  ] as const)('a consumer that breaks it does not (%s)', (name, naming) => {
    const errors = errorsIn(today, snippetFile(name));
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.join('\n')).toMatch(naming);
  });
});

describe('after a breaking change to the props of mfe_cart_checkout/AddToCartButton', () => {
  const namesTheProp = /'(sku|productSku)'/;

  it('the small consumer fails, naming the prop', () => {
    const errors = errorsIn(afterBreak, snippetFile('addToCart'));
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.join('\n')).toMatch(namesTheProp);
  });

  it("today's host, the product page's PurchaseActions, fails, naming the prop", () => {
    const errors = errorsIn(afterBreak, path.join(root, 'mfe-catalog', 'src', 'components', 'PurchaseActions.tsx'));

    expect(errors.length).toBeGreaterThan(0);
    expect(errors.join('\n')).toMatch(namesTheProp);
  });

  it('the exposing module fails too, until its component takes the new props', () => {
    const errors = errorsIn(afterBreak, path.join(root, 'mfe-cart-checkout', 'src', 'exposes', 'AddToCartButton.tsx'));
    expect(errors.join('\n')).toMatch(namesTheProp);
  });

  it('a consumer of another fragment is not affected', () => {
    expect(errorsIn(afterBreak, snippetFile('optionalProps'))).toEqual([]);
  });
});

describe('the ids of the contract are the modules the remotes expose', () => {
  const folderOf = (remoteName: string) => remoteName.replace(/_/g, '-');

  it.each(Object.values(FRAGMENTS))('%s is exposed by its remote from src/exposes/, typed by its contract', (id: FragmentId) => {
    const [remoteName, fragment] = id.split('/') as [string, string];
    const config = readFileSync(path.join(root, folderOf(remoteName), 'rspack.config.js'), 'utf8');
    expect(config).toContain(`'./${fragment}': './src/exposes/${fragment}.tsx'`);
    const module = readFileSync(path.join(root, folderOf(remoteName), 'src', 'exposes', `${fragment}.tsx`), 'utf8');
    expect(module).toContain(`createFragment<FragmentProps['${id}']>`);
    expect(module).toMatch(new RegExp(`remote: '${remoteName}',\\s*fragment: '${fragment}'`));
  });

  it('every exposed fragment has an id in the contract', () => {
    const ids = new Set<string>(Object.values(FRAGMENTS));
    const exposed = exposing.map((file) => {
      const remote = path.relative(root, file).split(path.sep)[0]!;
      return `${remote.replace(/-/g, '_')}/${path.basename(file, '.tsx')}`;
    });
    expect(exposed.filter((id) => !ids.has(id))).toEqual([]);
  });
});
