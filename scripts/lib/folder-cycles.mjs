// Folder-level cycles of a dependency-cruiser module list: each folder is a node, an import from a
// file of one folder to a file of another is an arrow; a strongly connected set of two or more
// folders is a cycle. Tarjan's algorithm, iterative so deep trees do not overflow the stack.
import path from 'node:path';

/** The folder that holds a module, for the graph: its directory (workspace-relative as cruised). */
const folderOf = (file) => path.posix.dirname(file);

/** Arrows between folders: from -> to -> a few example imports. */
export function folderGraph(modules, isCounted = () => true) {
  const graph = new Map();
  for (const module of modules) {
    const from = folderOf(module.source);
    if (!graph.has(from)) graph.set(from, new Map());
    for (const dependency of module.dependencies ?? []) {
      if (dependency.coreModule || dependency.couldNotResolve || !isCounted(dependency.resolved) || dependency.dependencyTypes?.some((type) => type.startsWith('npm'))) continue;
      const to = folderOf(dependency.resolved);
      if (to === from || to.includes('node_modules')) continue;
      const arrows = graph.get(from);
      if (!arrows.has(to)) arrows.set(to, []);
      arrows.get(to).push(`${module.source} → ${dependency.resolved}`);
    }
  }
  return graph;
}

/** Every cycle of folders, each with the imports that close it. */
export function folderCycles(modules, isCounted) {
  const graph = folderGraph(modules, isCounted);
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const components = [];
  let next = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [[start, [...(graph.get(start)?.keys() ?? [])], 0]];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1];
      const [node, targets] = frame;
      if (frame[2] < targets.length) {
        const target = targets[frame[2]++];
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push([target, [...(graph.get(target)?.keys() ?? [])], 0]);
        } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
        continue;
      }
      work.pop();
      if (work.length) low.set(work[work.length - 1][0], Math.min(low.get(work[work.length - 1][0]), low.get(node)));
      if (low.get(node) === index.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1) components.push(component.sort());
      }
    }
  }
  return components.map((folders) => {
    const inside = new Set(folders);
    const arrows = folders.flatMap((from) => [...(graph.get(from) ?? [])].filter(([to]) => inside.has(to)).map(([, examples]) => examples[0]));
    return { folders, arrows };
  });
}
