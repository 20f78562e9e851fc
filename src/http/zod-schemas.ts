// Routes are validated and serialised by their zod schemas. Given to Fastify as its compilers from
// the start, so Fastify never loads its default ones (Ajv and fast-json-stringify, about a second
// of start-up) only to have them replaced.
import type { FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

// Fastify types these factories for JSON Schema compilers; the zod ones take the routes' zod
// schemas, which is what setValidatorCompiler/setSerializerCompiler accepted before.
export const zodSchemaController: FastifyServerOptions['schemaController'] = {
  compilersFactory: {
    buildValidator: (() => validatorCompiler) as unknown as CompilersFactory['buildValidator'],
    buildSerializer: (() => serializerCompiler) as unknown as CompilersFactory['buildSerializer'],
  },
};
