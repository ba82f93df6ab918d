// Gives each bike with no unit listed its one unit, and each rental with no unit its bike's first
// unit (rules/content/unitMigration.ts). Run from studio/, signed in as the owner (`npx sanity login` once):
//   npx sanity exec scripts/units-for-rentals.ts --with-user-token              (makes the changes)
//   npx sanity exec scripts/units-for-rentals.ts --with-user-token -- --dry-run (only lists them)
// Safe to run again: a bike with units and a rental with a unit are left alone.
import {getCliClient} from 'sanity/cli'
import {giveRentalsTheirUnit, type UnitMoveClient} from '../../rules/content/unitMigration'

const dryRun = process.argv.includes('--dry-run')
const client = getCliClient({apiVersion: '2025-01-01'}) as unknown as UnitMoveClient
const lines = await giveRentalsTheirUnit(client, {dryRun})
if (lines.length === 0) console.log('Every bike has its units and every rental its unit: nothing to change.')
for (const line of lines) console.log(`${dryRun ? 'would give' : 'gave'} ${line}`)
if (lines.length > 0 && !dryRun) console.log('Rename each new unit to its plate in the Studio (Bikes → the bike → Units in the yard), then publish once.')
