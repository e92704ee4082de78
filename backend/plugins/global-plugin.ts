import type { FastifyPluginAsync } from 'fastify';

/**
 * Marks a plugin as non-encapsulated (what fastify-plugin does), so its hooks,
 * decorators and handlers apply to the whole app. Fastify documents the
 * `skip-override` symbol for this; it saves a dependency.
 */
export function globalPlugin<Options extends Record<string, unknown>>(
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  Object.defineProperty(plugin, Symbol.for('skip-override'), { value: true });
  return plugin;
}
