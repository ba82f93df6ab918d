import {type CustomValidator} from 'sanity'
import {humanTextProblem, studioTextMessage} from '../../rules/content/content'

/** Texts for people, checked as the website's sync checks them: no markup, control or bidi override characters. */
export const plainText: CustomValidator<unknown> = (value) => {
  const problem = humanTextProblem(value)
  return problem ? studioTextMessage(problem) : true
}
