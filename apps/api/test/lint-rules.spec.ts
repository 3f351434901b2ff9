// The module-boundary and floor rules of eslint.config.mjs refuse what docs/modules.md forbids: each case is a
// deliberate violation at a real path (and its allowed twin), linted by the repo's own config.
// ESLint loads its config with a dynamic import, which Jest's sandbox cannot run: one child node
// process lints every case.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..', '..', '..');

interface Case {
  name: string;
  file: string;
  code: string;
  /** The restricted-import rule that must fire (TS: a module boundary, CORE: a floor), or null when the code is allowed. */
  refusedBy: string | null;
}

const CORE = 'no-restricted-imports';
const TS = '@typescript-eslint/no-restricted-imports';
const SYNTAX = 'no-restricted-syntax';

const cases: Case[] = [
  {
    name: "a service importing another module's repository",
    file: 'apps/api/src/modules/billing/example.service.ts',
    code: "import { OrdersRepository } from '../orders/orders.repository';\nexport const x = OrdersRepository;\n",
    refusedBy: TS,
  },
  {
    name: "a service importing another module's repository for a type",
    file: 'apps/api/src/modules/listings/example.service.ts',
    code: "import type { JobRow } from '../../platform/jobs/jobs.repository';\nexport type X = JobRow;\n",
    refusedBy: TS,
  },
  {
    name: "a repository importing another module's repository",
    file: 'apps/api/src/modules/orders/example.repository.ts',
    code: "import { UsersRepository } from '../users/users.repository';\nexport const x = UsersRepository;\n",
    refusedBy: TS,
  },
  {
    name: 'a service importing its own repository',
    file: 'apps/api/src/modules/orders/example.service.ts',
    code: "import { OrdersRepository } from './orders.repository';\nexport const x = OrdersRepository;\n",
    refusedBy: null,
  },
  {
    name: "a service importing another module's service",
    file: 'apps/api/src/modules/orders/example.service.ts',
    code: "import { UsersService } from '../users/users.service';\nexport const x = UsersService;\n",
    refusedBy: null,
  },
  {
    name: 'a resolver importing its own repository',
    file: 'apps/api/src/modules/orders/example.resolver.ts',
    code: "import { OrdersRepository } from './orders.repository';\nexport const x = OrdersRepository;\n",
    refusedBy: TS,
  },
  {
    name: "a resolver importing its repository's row type",
    file: 'apps/api/src/modules/orders/example.resolver.ts',
    code: "import type { OrderRow } from './orders.repository';\nexport type X = OrderRow;\n",
    refusedBy: null,
  },
  {
    name: 'a service outside billing writing the credit',
    file: 'apps/api/src/modules/orders/example.service.ts',
    code: "import { UserCreditPort } from '../users/user-credit.port';\nexport const x = UserCreditPort;\n",
    refusedBy: TS,
  },
  {
    name: 'billing writing the credit',
    file: 'apps/api/src/modules/billing/example.service.ts',
    code: "import { UserCreditPort } from '../users/user-credit.port';\nexport const x = UserCreditPort;\n",
    refusedBy: null,
  },
  {
    name: 'a service importing the schema',
    file: 'apps/api/src/modules/orders/example.service.ts',
    code: "import { orders } from '../../platform/db/schema';\nexport const x = orders;\n",
    refusedBy: TS,
  },
  {
    name: 'platform importing a module',
    file: 'apps/api/src/platform/events/example.ts',
    code: "import { OrdersService } from '../../modules/orders/orders.service';\nexport const x = OrdersService;\n",
    refusedBy: CORE,
  },
  {
    name: 'platform importing a producer, for a type',
    file: 'apps/api/src/platform/common/graphql/example.ts',
    code: "import type { ExportRegistry } from '../../../producers/exports/exports.registry';\nexport type X = ExportRegistry;\n",
    refusedBy: CORE,
  },
  {
    name: 'a producer importing a module',
    file: 'apps/api/src/producers/documents/example.ts',
    code: "import { OrdersService } from '../../modules/orders/orders.service';\nexport const x = OrdersService;\n",
    refusedBy: CORE,
  },
  {
    name: 'a module importing a producer and platform',
    file: 'apps/api/src/modules/orders/example.service.ts',
    code: "import { DocumentsService } from '../../producers/documents/documents.service';\nimport { newId } from '../../platform/common/ids';\nexport const x = [DocumentsService, newId];\n",
    refusedBy: null,
  },
  {
    name: 'a module importing the demo seed',
    file: 'apps/api/src/modules/orders/example.service.ts',
    code: "import { seedOrders } from '../../seed/orders';\nexport const x = seedOrders;\n",
    refusedBy: CORE,
  },
  {
    name: 'a module importing a flow',
    file: 'apps/api/src/modules/orders/example.service.ts',
    code: "import { PayOrdersService } from '../../flows/pay-orders/pay-orders.service';\nexport const x = PayOrdersService;\n",
    refusedBy: CORE,
  },
  {
    name: 'a flow importing modules',
    file: 'apps/api/src/flows/pay-orders/example.service.ts',
    code: "import { OrdersService } from '../../modules/orders/orders.service';\nimport { BillingService } from '../../modules/billing/billing.service';\nexport const x = [OrdersService, BillingService];\n",
    refusedBy: null,
  },
  {
    name: 'a top-level file importing the demo seed',
    file: 'apps/api/src/example.ts',
    code: "import { seedDemo } from './seed/seed';\nexport const x = seedDemo;\n",
    refusedBy: CORE,
  },
  {
    name: 'the seed importing a module',
    file: 'apps/api/src/seed/example.ts',
    code: "import { OrdersService } from '../modules/orders/orders.service';\nexport const x = OrdersService;\n",
    refusedBy: null,
  },
  {
    name: 'the platform importing a module (the timeline reaching users)',
    file: 'apps/api/src/platform/timeline/timeline.resolver.ts',
    code: "import { UserRefLoader } from '../../modules/users/user-ref.loader';\nexport const x = UserRefLoader;\n",
    refusedBy: CORE,
  },
  {
    name: "a web feature building Chakra's Table.Root",
    file: 'apps/web/src/features/orders/components/Example.tsx',
    code: 'import { Table } from \'@chakra-ui/react\';\nexport const X = () => <Table.Root size="sm" />;\n',
    refusedBy: SYNTAX,
  },
  {
    name: 'the kit building Table.Root',
    file: 'apps/web/src/ui/Example.tsx',
    code: 'import { Table } from \'@chakra-ui/react\';\nexport const X = () => <Table.Root size="sm" />;\n',
    refusedBy: null,
  },
];

const LINT_ALL = `
import { ESLint } from 'eslint';
import { join } from 'node:path';
const cases = JSON.parse(process.argv[1]);
const eslint = new ESLint({ cwd: process.cwd() });
const out = [];
for (const c of cases) {
  const [r] = await eslint.lintText(c.code, { filePath: join(process.cwd(), c.file) });
  out.push(r.messages.map((m) => m.ruleId ?? m.message));
}
console.log(JSON.stringify(out));
`;

describe('module boundary and kit lint rules', () => {
  let results: string[][];

  beforeAll(() => {
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', LINT_ALL, JSON.stringify(cases)], { cwd: root, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`eslint failed: ${run.stderr}`);
    results = JSON.parse(run.stdout) as string[][];
  });

  it.each(cases.map((c, i) => [c.name, i] as const))('%s', (_name, i) => {
    const { refusedBy } = cases[i]!;
    const restricted = results[i]!.filter((r) => r === CORE || r === TS || r === SYNTAX);
    if (refusedBy) expect(restricted).toContain(refusedBy);
    else expect(restricted).toEqual([]);
  });
});
