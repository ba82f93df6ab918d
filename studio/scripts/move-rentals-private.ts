// Moves rentals made before every rental got a private id (rental.<id>) to that id, so no request
// without the owner's token can read them in a public dataset. Run from studio/, signed in as the
// owner (`npx sanity login` once):
//   npx sanity exec scripts/move-rentals-private.ts --with-user-token              (moves them)
//   npx sanity exec scripts/move-rentals-private.ts --with-user-token -- --dry-run (only lists them)
// Safe to run again: a rental that already has the private id is left alone.
import {getCliClient} from 'sanity/cli'
import {moveRentalsPrivate, type MoveClient} from '../../rules/content/rentalIds'

const dryRun = process.argv.includes('--dry-run')
const client = getCliClient({apiVersion: '2025-01-01'}) as unknown as MoveClient
const moves = await moveRentalsPrivate(client, {dryRun})
if (moves.length === 0) console.log('Every rental already has a private id: nothing to move.')
for (const [from, to] of moves) console.log(`${dryRun ? 'would move' : 'moved'} ${from} → ${to}`)
if (moves.length > 0 && !dryRun) console.log(`${moves.length} rental${moves.length === 1 ? '' : 's'} moved. Publish once, so the website checks them.`)
