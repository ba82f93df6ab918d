// The atomic write: everything is prepared in temp folders beside the targets (same file
// system, so rename is atomic), then swapped in. A failure before the swap leaves the
// targets untouched; a failure during it puts back what was already swapped.
import { copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { listOrEmpty, type Outputs } from './outputs.ts'
import { GENERATED_DIR, IMAGES_DIR, MANAGED_FILES } from './snapshots.ts'

interface Swap {
  target: string
  staged: string
  old: string
}

export async function writeOutputs(root: string, outputs: Outputs): Promise<void> {
  const tag = `${process.pid}-${Date.now().toString(36)}`
  const swaps: Swap[] = []
  const plan = (dir: string): Swap => {
    const target = path.join(root, dir)
    const parent = path.dirname(target)
    const base = path.basename(target)
    const swap = { target, staged: path.join(parent, `.${base}.new-${tag}`), old: path.join(parent, `.${base}.old-${tag}`) }
    swaps.push(swap)
    return swap
  }
  try {
    const generated = plan(GENERATED_DIR)
    await mkdir(generated.staged, { recursive: true })
    // Carry over files sync does not own (sanity.types.ts is written by npm run typegen).
    for (const name of await listOrEmpty(generated.target)) {
      if (!MANAGED_FILES.includes(name)) await copyFile(path.join(generated.target, name), path.join(generated.staged, name))
    }
    for (const [name, content] of outputs.generated) await writeFile(path.join(generated.staged, name), content)
    if (outputs.images) {
      const images = plan(IMAGES_DIR)
      await mkdir(images.staged, { recursive: true })
      for (const image of outputs.images) await copyFile(image.from, path.join(images.staged, image.name))
    }
  } catch (error) {
    await Promise.all(swaps.map((s) => rm(s.staged, { recursive: true, force: true })))
    throw error
  }
  await swapIn(swaps)
}

async function swapIn(swaps: Swap[]): Promise<void> {
  const moved: Swap[] = []
  try {
    for (const swap of swaps) {
      const existed = await rename(swap.target, swap.old).then(
        () => true,
        (error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? false : Promise.reject(error)),
      )
      moved.push(existed ? swap : { ...swap, old: '' })
      await rename(swap.staged, swap.target)
    }
  } catch (error) {
    for (const swap of moved.reverse()) {
      await rm(swap.target, { recursive: true, force: true })
      if (swap.old) await rename(swap.old, swap.target)
    }
    await Promise.all(swaps.map((s) => rm(s.staged, { recursive: true, force: true })))
    throw error
  }
  await Promise.all(moved.map((s) => s.old && rm(s.old, { recursive: true, force: true })))
}
