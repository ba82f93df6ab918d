// Studio configuration: schema, the owner's desk structure, and the singleton rules for Shop settings.
import {defineConfig} from 'sanity'
import {structureTool} from 'sanity/structure'
import {visionTool} from '@sanity/vision'
import {schemaTypes} from './schemaTypes'
import {SETTINGS_ID, structure} from './structure'
import {LayoutWithPublishStatus} from './components/PublishStatusBar'
import {WarningsInField} from './components/WarningsInField'
import {preview} from './presentation'
import {rentalTemplates} from './schemaTypes/rental'
import {withRentalActions} from './components/rentals/rentalActions'
import {fleetTool} from './components/fleet/fleetTool'
import {todayTool} from './components/today/todayTool'
import {localStandIn} from './localStandIn'

// Placeholders let `sanity build` and `sanity schema validate` run offline; a real Studio
// needs SANITY_STUDIO_PROJECT_ID and SANITY_STUDIO_DATASET set (see README).
const projectId = process.env.SANITY_STUDIO_PROJECT_ID || 'placeholder'
const dataset = process.env.SANITY_STUDIO_DATASET || 'production'
// Vision (GROQ queries), Releases and Scheduled drafts are developer tools: the owner's Studio shows Today, Structure, Preview and Fleet.
const developerTools = process.env.SANITY_STUDIO_DEVELOPER_TOOLS === 'on'

const singletonTypes = new Set(['siteSettings'])
// Deleting, duplicating or unpublishing the one settings document would break the site.
const singletonActions = new Set(['publish', 'discardChanges', 'restore'])

export default defineConfig({
  name: 'default',
  title: 'Phuket Moto Rental',
  projectId,
  dataset,
  ...(localStandIn ? {apiHost: localStandIn.apiHost} : {}),
  plugins: [structureTool({structure}), preview, ...(developerTools ? [visionTool({defaultApiVersion: '2025-01-01'})] : [])],
  releases: {enabled: developerTools},
  scheduledDrafts: {enabled: developerTools},
  // The state of the last publish (GitHub's content-publish run), above every screen.
  studio: {components: {layout: LayoutWithPublishStatus}},
  // Each field's warnings written out under it, as the sync prints them (components/WarningsInField.tsx).
  form: {components: {field: WarningsInField}},
  // Today first, so the Studio opens on the owner's day (components/today); the next eight weeks
  // of the rental book, a row per bike, last (components/fleet).
  tools: (prev) => [todayTool, ...prev, fleetTool],
  schema: {
    types: schemaTypes,
    templates: (templates) => [
      ...templates.filter(({schemaType}) => !singletonTypes.has(schemaType)),
      {
        id: 'message-in-section',
        title: 'Website text in a section',
        schemaType: 'message',
        parameters: [{name: 'section', type: 'string'}],
        value: ({section}: {section: string}) => ({section}),
      },
      ...rentalTemplates,
    ],
  },
  document: {
    // The per-section and filled-in rental templates need parameters: keep them out of the global
    // "Create" menu; the filled-in rentals (opened by links only) out of every menu.
    newDocumentOptions: (prev, {creationContext}) =>
      prev.filter(
        ({templateId}) =>
          !singletonTypes.has(templateId) &&
          !rentalTemplates.some(({id}) => id === templateId) &&
          (creationContext.type !== 'global' || templateId !== 'message-in-section'),
      ),
    actions: (prev, {schemaType, documentId}) =>
      singletonTypes.has(schemaType) || documentId === SETTINGS_ID
        ? prev.filter(({action}) => action && singletonActions.has(action))
        : withRentalActions(prev, schemaType),
  },
})
