import {bike} from './bike'
import {localizedString} from './localizedString'
import {message} from './message'
import {siteSettings} from './siteSettings'

export const schemaTypes = [localizedString, bike, siteSettings, message]
