import {bike} from './bike'
import {localizedString} from './localizedString'
import {localizedText} from './localizedText'
import {message} from './message'
import {rentalTerm} from './rentalTerm'
import {rental} from './rental'
import {review} from './review'
import {season} from './season'
import {siteSettings} from './siteSettings'

export const schemaTypes = [localizedString, localizedText, bike, siteSettings, message, rentalTerm, review, season, rental]
